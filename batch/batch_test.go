package batch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
)

func source(n int, failAt int) func() (*document.Document, error) {
	i := 0
	return func() (*document.Document, error) {
		if i == failAt {
			return nil, errors.New("bad record")
		}
		if i >= n {
			return nil, io.EOF
		}
		i++
		return &document.Document{ID: fmt.Sprint(i - 1), Text: "abc"}, nil
	}
}

func TestRunPreservesOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7} {
		t.Run(fmt.Sprint(workers), func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			delays := make([]time.Duration, 200)
			for i := range delays {
				delays[i] = time.Duration(r.IntN(300)) * time.Microsecond
			}
			var got []string
			process := func(_ context.Context, d *document.Document) error {
				var i int
				fmt.Sscan(d.ID, &i)
				time.Sleep(delays[i])
				d.Spans = []document.Span{{Label: "Date"}}
				return nil
			}
			st, err := Run(context.Background(), source(200, -1), process, func(d *document.Document) error {
				got = append(got, d.ID)
				return nil
			}, Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 200 || st.Documents != 200 || st.Spans["Date"] != 200 || st.Bytes != 600 {
				t.Fatalf("emitted %d, stats %+v", len(got), st)
			}
			for i, id := range got {
				if id != fmt.Sprint(i) {
					t.Fatalf("position %d has document %s", i, id)
				}
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	noop := func(context.Context, *document.Document) error { return nil }
	emitNop := func(*document.Document) error { return nil }
	tests := []struct {
		name    string
		next    func() (*document.Document, error)
		process func(context.Context, *document.Document) error
		emit    func(*document.Document) error
		want    string
	}{
		{"reader error", source(100, 50), noop, emitNop, "bad record"},
		{"process error", source(100, -1), func(_ context.Context, d *document.Document) error {
			if d.ID == "30" {
				return errors.New("process failed")
			}
			return nil
		}, emitNop, "process failed"},
		{"emit error", source(100, -1), noop, func(d *document.Document) error {
			if d.ID == "10" {
				return errors.New("disk full")
			}
			return nil
		}, "disk full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Run(context.Background(), tt.next, tt.process, tt.emit, Options{Workers: 3})
			if err == nil || err.Error() != tt.want {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestRunEmptyAndCancelled(t *testing.T) {
	st, err := Run(context.Background(), source(0, -1), func(context.Context, *document.Document) error { return nil },
		func(*document.Document) error { t.Error("emit on empty input"); return nil }, Options{})
	if err != nil || st.Documents != 0 {
		t.Fatalf("empty: %v %+v", err, st)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, source(1000, -1), func(context.Context, *document.Document) error { return nil },
		func(*document.Document) error { return nil }, Options{Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run returned %v, want context.Canceled", err)
	}
}
