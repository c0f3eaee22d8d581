package plots

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/meddeid/meddeid/document"
)

// WriteDir writes each figure to dir/<Name>.svg (creating dir), each file
// atomically.
func WriteDir(dir string, figs []Figure) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("plots: %w", err)
	}
	for _, f := range figs {
		out, err := document.CreateFile(filepath.Join(dir, f.Name+".svg"))
		if err != nil {
			return err
		}
		if _, err := out.Write(f.SVG); err != nil {
			out.Abort()
			return fmt.Errorf("plots: write %s.svg: %w", f.Name, err)
		}
		if err := out.Commit(); err != nil {
			return err
		}
	}
	return nil
}
