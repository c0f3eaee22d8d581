# meddeid — the two commands a newcomer runs are `make run` and `make test`.
GO       ?= go
BIN      := bin/meddeid
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
DEVSET   := ../shared/devset/devset.jsonl

.PHONY: build run test lint fmt bench fuzz devset-eval holdout-eval clean lexicons

build:
	$(GO) build -trimpath -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/meddeid

## run: build, then de-identify the bundled example notes with the embedded default detector
run: build
	@mkdir -p out
	$(BIN) deidentify examples/notes.jsonl -o out/examples.deid.jsonl
	$(BIN) deidentify examples/notes.jsonl --output-format text

## test: formatting, vet, staticcheck and every test (fuzz seed corpora run as ordinary tests)
test: lint
	$(GO) test -count=1 ./...

lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./recognize/... ./document/ ./eval/ ./cmd/...

## fuzz: run each fuzz target for FUZZTIME (default 30s)
FUZZTIME ?= 30s
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecode -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzCSV -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzIndex -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzRecognize -fuzztime $(FUZZTIME) ./recognize/datetime

## devset-eval: figures on the development gold set, with and without metadata injection, and for the structured labels
devset-eval: build
	@mkdir -p out
	$(BIN) deidentify --spans-only $(DEVSET) -o out/devset.pred.jsonl
	$(BIN) deidentify --spans-only --no-metadata $(DEVSET) -o out/devset.nometa.pred.jsonl
	$(BIN) eval --gold $(DEVSET) --pred metadata=out/devset.pred.jsonl --pred no-metadata=out/devset.nometa.pred.jsonl
	$(BIN) eval --gold $(DEVSET) --pred out/devset.pred.jsonl --structured

## holdout-eval: the same on the two bundled held-out sets (testdata/holdout*)
holdout-eval: build
	@mkdir -p out
	for h in holdout holdout2; do \
	  $(BIN) deidentify --spans-only testdata/$$h/$$h.jsonl -o out/$$h.pred.jsonl && \
	  $(BIN) deidentify --spans-only --no-metadata testdata/$$h/$$h.jsonl -o out/$$h.nometa.pred.jsonl && \
	  $(BIN) eval --gold testdata/$$h/$$h.jsonl --pred metadata=out/$$h.pred.jsonl --pred no-metadata=out/$$h.nometa.pred.jsonl || exit 1; \
	done

clean:
	rm -rf bin out

## lexicons: regenerate lexicon/data from @faker-js/faker (npm), Philter and Debian word lists (see tools/genlex/README.md)
lexicons:
	$(GO) generate ./lexicon
