package document

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// AtomicFile is a buffered output file that appears at its path only when
// committed: writes go to a temporary file in the same directory, and
// Commit flushes, fsyncs and renames it into place, so a reader never sees
// a half-written file and a failed run leaves the old file untouched. The
// path "-" writes to standard output instead (Commit flushes, nothing is
// renamed).
//
// A new file gets mode 0600, since outputs of this tool may hold clinical
// text; a replaced file keeps its mode. The usual pattern is
//
//	f, err := document.CreateFile(path)
//	...
//	defer f.Abort() // no-op after a successful Commit
//	... write ...
//	return f.Commit()
type AtomicFile struct {
	path string
	tmp  *os.File // nil for stdout
	w    *bufio.Writer
	mode os.FileMode
	done bool
}

// atomicBufSize is the write buffer of an AtomicFile.
const atomicBufSize = 256 << 10

// ErrClosed is returned when writing to or committing an output that was
// already committed or aborted.
var ErrClosed = errors.New("document: output already committed or aborted")

// CreateFile starts an atomic write of path ("-" for standard output).
func CreateFile(path string) (*AtomicFile, error) {
	if path == "-" {
		return &AtomicFile{path: path, w: bufio.NewWriterSize(os.Stdout, atomicBufSize)}, nil
	}
	mode := os.FileMode(0o600)
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return nil, fmt.Errorf("document: create %s: is a directory", path)
		}
		mode = st.Mode().Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, fmt.Errorf("document: create %s: %w", path, err)
	}
	return &AtomicFile{path: path, tmp: tmp, w: bufio.NewWriterSize(tmp, atomicBufSize), mode: mode}, nil
}

// Name returns the final path of the file.
func (a *AtomicFile) Name() string { return a.path }

// Write writes p to the buffer; it implements io.Writer.
func (a *AtomicFile) Write(p []byte) (int, error) {
	if a.done {
		return 0, ErrClosed
	}
	n, err := a.w.Write(p)
	if err != nil {
		return n, fmt.Errorf("document: write %s: %w", a.path, err)
	}
	return n, nil
}

// Commit flushes the data, fsyncs it and renames the temporary file onto
// the path. After a failed Commit the temporary file is removed.
func (a *AtomicFile) Commit() error {
	if a.done {
		return ErrClosed
	}
	a.done = true
	if err := a.w.Flush(); err != nil {
		a.cleanup()
		return fmt.Errorf("document: write %s: %w", a.path, err)
	}
	if a.tmp == nil {
		return nil
	}
	if err := a.tmp.Chmod(a.mode); err != nil {
		a.cleanup()
		return fmt.Errorf("document: commit %s: %w", a.path, err)
	}
	if err := a.tmp.Sync(); err != nil {
		a.cleanup()
		return fmt.Errorf("document: commit %s: %w", a.path, err)
	}
	if err := a.tmp.Close(); err != nil {
		_ = os.Remove(a.tmp.Name())
		return fmt.Errorf("document: commit %s: %w", a.path, err)
	}
	if err := os.Rename(a.tmp.Name(), a.path); err != nil {
		_ = os.Remove(a.tmp.Name())
		return fmt.Errorf("document: commit %s: %w", a.path, err)
	}
	syncDir(filepath.Dir(a.path))
	return nil
}

// Abort discards what was written and removes the temporary file. It is a
// no-op after Commit or a previous Abort, so it can be deferred.
func (a *AtomicFile) Abort() error {
	if a.done {
		return nil
	}
	a.done = true
	if a.tmp == nil {
		a.w.Reset(os.Stdout) // drop what is buffered
		return nil
	}
	return a.cleanup()
}

// cleanup closes and removes the temporary file.
func (a *AtomicFile) cleanup() error {
	if a.tmp == nil {
		return nil
	}
	cerr := a.tmp.Close()
	if err := os.Remove(a.tmp.Name()); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("document: abort %s: %w", a.path, err)
	}
	if cerr != nil && !errors.Is(cerr, os.ErrClosed) {
		return fmt.Errorf("document: abort %s: %w", a.path, cerr)
	}
	return nil
}

// syncDir fsyncs a directory so that a rename in it is durable. Errors are
// ignored: some platforms and file systems cannot sync directories.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	_ = d.Close()
}
