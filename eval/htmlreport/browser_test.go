package htmlreport

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's Chromium (apt-get install chromium).
const chromiumPath = "/usr/bin/chromium"

// pageProblems collects what a page must not do: console errors, uncaught
// exceptions, browser log errors and requests other than file: and data:.
type pageProblems struct {
	mu       sync.Mutex
	problems []string
	probes   int
}

const probeText = "meddeid-console-probe"

func (p *pageProblems) add(format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.problems = append(p.problems, fmt.Sprintf(format, args...))
}

func (p *pageProblems) listen(ev any) {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if e.Type != runtime.ConsoleAPICalledTypeError && e.Type != runtime.ConsoleAPICalledTypeAssert && e.Type != runtime.ConsoleAPICalledTypeWarning {
			return
		}
		var args []string
		for _, a := range e.Args {
			args = append(args, string(a.Value)+a.Description)
		}
		msg := strings.Join(args, " ")
		if strings.Contains(msg, probeText) {
			p.mu.Lock()
			p.probes++
			p.mu.Unlock()
			return
		}
		p.add("console.%s: %s", e.Type, msg)
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		desc := ""
		if d.Exception != nil {
			desc = d.Exception.Description
		}
		p.add("exception: %s %s", d.Text, desc)
	case *log.EventEntryAdded:
		if e.Entry.Level == log.EntryLevelError || e.Entry.Level == log.EntryLevelWarning {
			p.add("browser log %s (%s): %s %s", e.Entry.Level, e.Entry.Source, e.Entry.Text, e.Entry.URL)
		}
	case *network.EventRequestWillBeSent:
		if u := e.Request.URL; !strings.HasPrefix(u, "file:") && !strings.HasPrefix(u, "data:") {
			p.add("network request to %s", u)
		}
	}
}

// TestReportInChromium opens the report in headless Chromium: no console
// errors or exceptions, no network, every figure rendered as an <svg> of
// real size, and a screenshot that is a real image.
func TestReportInChromium(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("headless browser test skipped: %s not found (apt-get install chromium)", chromiumPath)
	}
	start := time.Now()
	c := fixture(t)
	pageBytes, figs := render(t, c, Options{})
	dir := t.TempDir()
	htmlPath := filepath.Join(dir, "report.html")
	if err := os.WriteFile(htmlPath, pageBytes, 0o600); err != nil {
		t.Fatal(err)
	}

	var probs pageProblems
	ctx, cancel := startChromium(t, dir, probs.listen)
	defer cancel()
	// The first Run started the browser; its context must not time out, so
	// a watchdog cancels instead.
	watchdog := time.AfterFunc(90*time.Second, cancel)
	defer watchdog.Stop()
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+htmlPath)); err != nil {
		t.Fatalf("open report: %v", err)
	}
	nSVG, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("svg").length`))
	if err != nil {
		t.Fatal(err)
	}
	if nSVG != len(figs) || nSVG != 5 {
		t.Errorf("page has %d <svg> elements, want %d figures", nSVG, len(figs))
	}
	// Every figure is an SVG inside its <figure>, laid out with real size
	// and drawn (it has text and shapes).
	sizes, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("figure")).map(f => {
		const s = f.querySelector("svg"); if (!s) return f.id + ": no svg";
		const r = s.getBoundingClientRect();
		return f.id + " " + Math.round(r.width) + "x" + Math.round(r.height) + " texts=" + s.querySelectorAll("text").length + " paths=" + s.querySelectorAll("path").length;
	})`))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sizes {
		var id string
		var w, h, texts, paths int
		if _, err := fmt.Sscanf(s, "%s %dx%d texts=%d paths=%d", &id, &w, &h, &texts, &paths); err != nil || w < 200 || h < 100 || texts < 3 || paths < 3 {
			t.Errorf("figure not rendered properly: %s", s)
		}
	}
	if len(sizes) != len(figs) {
		t.Errorf("%d figures in the DOM, want %d", len(sizes), len(figs))
	}
	// The collector must see a console error: probe it.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`console.error("`+probeText+`")`)); err != nil {
		t.Fatal(err)
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	shotPath := filepath.Join(dir, "report.png")
	if err := os.WriteFile(shotPath, shot, 0o600); err != nil {
		t.Fatal(err)
	}
	checkScreenshot(t, shot)
	if keep := os.Getenv("MEDDEID_SCREENSHOT"); keep != "" {
		// For a human look: MEDDEID_SCREENSHOT=/tmp/report.png go test ...
		if err := os.WriteFile(keep, shot, 0o644); err != nil {
			t.Error(err)
		}
	}

	probs.mu.Lock()
	defer probs.mu.Unlock()
	if probs.probes != 1 {
		t.Errorf("console probe seen %d times, want 1: the console listener does not work", probs.probes)
	}
	for _, p := range probs.problems {
		t.Errorf("page problem: %s", p)
	}
	t.Logf("chromium check took %s (%d-byte page, %d-byte screenshot)", time.Since(start).Round(time.Millisecond), len(pageBytes), len(shot))
}

// startChromium starts headless Chromium with a fresh profile under dir and
// listens to its first tab. A start that fails (the process exits before
// it prints its DevTools address, seen once on a loaded machine) is
// retried once.
func startChromium(t *testing.T, dir string, listen func(any)) (context.Context, context.CancelFunc) {
	t.Helper()
	var lastErr error
	for attempt := 1; attempt <= 2; attempt++ {
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
			chromedp.ExecPath(chromiumPath),
			chromedp.Headless,
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.NoDefaultBrowserCheck,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-extensions", true),
			chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.UserDataDir(filepath.Join(dir, fmt.Sprintf("chromium-profile-%d", attempt))),
			chromedp.WindowSize(1280, 900),
		)
		ctx, cancelCtx := chromedp.NewContext(actx)
		cancel := func() { cancelCtx(); cancelAlloc() }
		// Listen starts the browser and opens the tab.
		if lastErr = chromedp.Listen(ctx, listen); lastErr == nil {
			return ctx, cancel
		}
		cancel()
		t.Logf("chromium start, attempt %d: %v", attempt, lastErr)
	}
	t.Fatalf("start chromium: %v", lastErr)
	return nil, nil
}

// checkScreenshot decodes the PNG and checks it shows a long page with
// many colours and a fair share of non-white pixels.
func checkScreenshot(t *testing.T, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	b := img.Bounds()
	if b.Dx() < 800 || b.Dy() < 1500 {
		t.Errorf("screenshot %dx%d: want the full page (at least 800x1500)", b.Dx(), b.Dy())
	}
	colors := map[[3]uint32]bool{}
	dark := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colors[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			if r+g+bl < 3*0xc000 {
				dark++
			}
		}
	}
	total := (b.Dx() / 2) * (b.Dy() / 2)
	if len(colors) < 50 || dark < total/50 {
		t.Errorf("screenshot looks empty: %d colours, %d of %d sampled pixels dark", len(colors), dark, total)
	}
}
