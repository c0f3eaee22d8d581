package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/eval/htmlreport"
	"github.com/meddeid/meddeid/eval/plots"
)

// systemArg splits NAME=VALUE for --seconds and --run-report; a bare
// VALUE names the only system.
func systemArg(flag, arg string, names []string) (name, value string, err error) {
	if i := strings.IndexByte(arg, '='); i >= 0 {
		name, value = arg[:i], arg[i+1:]
	} else if len(names) == 1 {
		name, value = names[0], arg
	} else {
		return "", "", usageError{fmt.Errorf("--%s %q: want NAME=VALUE with several systems", flag, arg)}
	}
	for _, n := range names {
		if n == name && value != "" {
			return name, value, nil
		}
	}
	if value == "" {
		return "", "", usageError{fmt.Errorf("--%s %q: empty value", flag, arg)}
	}
	return "", "", usageError{fmt.Errorf("--%s: no system named %q (have %s)", flag, name, strings.Join(names, ", "))}
}

// setTimings attaches --seconds and --run-report timings to the systems.
func setTimings(cmp *eval.Comparison, seconds, reports []string, stderr io.Writer) error {
	seen := map[string]bool{}
	once := func(flag, name string) error {
		if seen[name] {
			return usageError{fmt.Errorf("--%s: system %q timed twice", flag, name)}
		}
		seen[name] = true
		return nil
	}
	for _, a := range seconds {
		name, v, err := systemArg("seconds", a, cmp.Names)
		if err != nil {
			return err
		}
		if err := once("seconds", name); err != nil {
			return err
		}
		sec, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return usageError{fmt.Errorf("--seconds %q: not a number", a)}
		}
		if err := cmp.SetTiming(name, sec, nil); err != nil {
			return usageError{err}
		}
	}
	for _, a := range reports {
		name, path, err := systemArg("run-report", a, cmp.Names)
		if err != nil {
			return err
		}
		if err := once("run-report", name); err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		rr, err := eval.ReadRunReport(f)
		f.Close()
		if err != nil {
			return usageError{fmt.Errorf("--run-report %s: %w", path, err)}
		}
		if err := cmp.SetTiming(name, rr.Seconds, rr); err != nil {
			return usageError{err}
		}
		if gold := cmp.Reports[0].Overall.Counts.Documents; rr.Documents != gold {
			fmt.Fprintf(stderr, "eval: warning: %s: the run report counts %d documents, the gold set %d; docs/s uses the gold count\n",
				name, rr.Documents, gold)
		}
	}
	return nil
}

// writeFigures draws the figures when --html or --plots asks for them and
// writes the page and the SVG files.
func writeFigures(cmp *eval.Comparison, htmlPath, plotsDir string) error {
	if htmlPath == "" && plotsDir == "" {
		return nil
	}
	figs, err := plots.All(cmp)
	if err != nil {
		return err
	}
	if plotsDir != "" {
		if err := plots.WriteDir(plotsDir, figs); err != nil {
			return err
		}
	}
	if htmlPath == "" {
		return nil
	}
	out, err := document.CreateFile(htmlPath)
	if err != nil {
		return err
	}
	if err := htmlreport.Write(out, cmp, figs, htmlreport.Options{}); err != nil {
		out.Abort()
		return err
	}
	return out.Commit()
}
