package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// npmInstall installs pkg at version with npm (no scripts, no lock file)
// into a new temporary directory named after prefix, and returns the
// directory and a function that removes it.
func npmInstall(prefix, pkg, version string) (string, func(), error) {
	tmp, err := os.MkdirTemp("", prefix)
	if err != nil {
		return "", nil, fmt.Errorf("temporary directory: %w", err)
	}
	cleanup := func() { os.RemoveAll(tmp) }
	if err := os.WriteFile(filepath.Join(tmp, "package.json"), []byte("{\"private\": true}\n"), 0o644); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("write package.json: %w", err)
	}
	cmd := exec.Command("npm", "install", "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", pkg+"@"+version)
	cmd.Dir = tmp
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("npm install %s@%s: %w", pkg, version, err)
	}
	return tmp, cleanup, nil
}

// writeLines writes header (one line, with its newline) and then each of
// lines followed by a newline to path.
func writeLines(path, header string, lines []string) error {
	var b strings.Builder
	b.WriteString(header)
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
