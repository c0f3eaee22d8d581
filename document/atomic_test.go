package document

import (
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

func TestAtomicFile(t *testing.T) {
	tests := []struct {
		name     string
		existing string // content before, "" for none
		commit   bool
		want     string // content after, "" for no file
	}{
		{"commit new", "", true, "new data"},
		{"abort new", "", false, ""},
		{"commit replaces", "old", true, "new data"},
		{"abort keeps old", "old", false, "old"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "out.jsonl")
			if tt.existing != "" {
				os.WriteFile(p, []byte(tt.existing), 0o640)
			}
			f, err := CreateFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Write([]byte("new data")); err != nil {
				t.Fatal(err)
			}
			// nothing visible at the path before Commit
			if data, _ := os.ReadFile(p); string(data) != tt.existing {
				t.Errorf("before commit the path holds %q", data)
			}
			if tt.commit {
				err = f.Commit()
			} else {
				err = f.Abort()
			}
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(p)
			if tt.want == "" {
				if !errors.Is(err, os.ErrNotExist) {
					t.Errorf("file exists after abort: %q", data)
				}
			} else if string(data) != tt.want {
				t.Errorf("content %q, want %q", data, tt.want)
			}
			names := dirNames(t, dir)
			for _, n := range names {
				if n != "out.jsonl" {
					t.Errorf("leftover file %q", n)
				}
			}
			if tt.existing != "" && tt.commit {
				if st, _ := os.Stat(p); st.Mode().Perm() != 0o640 {
					t.Errorf("mode %v, want kept 0640", st.Mode().Perm())
				}
			}
			if tt.existing == "" && tt.commit {
				if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
					t.Errorf("mode %v, want 0600", st.Mode().Perm())
				}
			}
			// after the end: Abort is a no-op, Commit and Write fail
			if err := f.Abort(); err != nil {
				t.Errorf("second Abort: %v", err)
			}
			if err := f.Commit(); !errors.Is(err, ErrClosed) {
				t.Errorf("Commit after end: %v", err)
			}
			if _, err := f.Write([]byte("x")); !errors.Is(err, ErrClosed) {
				t.Errorf("Write after end: %v", err)
			}
		})
	}
	if _, err := CreateFile(t.TempDir()); err == nil {
		t.Error("CreateFile on a directory succeeded")
	}
	if _, err := CreateFile(filepath.Join(t.TempDir(), "missing", "x")); err == nil {
		t.Error("CreateFile in a missing directory succeeded")
	}
}

func TestOutput(t *testing.T) {
	for _, name := range []string{"out.jsonl", "out.jsonl.gz"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, name)
			o, err := Create(p)
			if err != nil {
				t.Fatal(err)
			}
			defer o.Abort()
			docs := []*Document{
				{ID: "a", Text: "één <x>", Spans: []Span{NewSpan("één <x>", 0, 6, "L", 0.5, "test")}},
				{ID: "b", Text: "second"},
			}
			for _, d := range docs {
				if err := o.Write(d); err != nil {
					t.Fatal(err)
				}
			}
			if err := o.Write(&Document{ID: "bad", Text: "\xff"}); err == nil {
				t.Error("invalid document written")
			}
			if o.Written() != 2 {
				t.Errorf("Written = %d", o.Written())
			}
			if err := o.Commit(); err != nil {
				t.Fatal(err)
			}
			if names := dirNames(t, dir); len(names) != 1 || names[0] != name {
				t.Errorf("directory holds %v", names)
			}
			fh, _ := os.Open(p)
			defer fh.Close()
			var r io.Reader = fh
			if strings.HasSuffix(name, ".gz") {
				zr, err := gzip.NewReader(fh)
				if err != nil {
					t.Fatal(err)
				}
				r = zr
			}
			data, _ := io.ReadAll(r)
			want := `{"document_id":"a","text":"één <x>","spans":[{"begin":0,"end":4,"label":"L","text":"één ","score":0.5,"source":"test"}]}` + "\n" +
				`{"document_id":"b","text":"second","spans":[]}` + "\n"
			if string(data) != want {
				t.Errorf("got  %s\nwant %s", data, want)
			}
			// and it reads back
			back, _, err := readAll(t, p, Options{})
			if err != nil || len(back) != 2 || back[0].Spans[0].End != 6 {
				t.Errorf("read back %d docs, err %v", len(back), err)
			}
		})
	}
}

func TestOutputAbortLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	o, err := Create(filepath.Join(dir, "x.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	o.Write(&Document{ID: "a", Text: "t"})
	if err := o.Abort(); err != nil {
		t.Fatal(err)
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("directory holds %v after Abort", names)
	}
	if err := o.Write(&Document{ID: "a", Text: "t"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Abort: %v", err)
	}
}
