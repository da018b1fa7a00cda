# Date Order Atlas. `make site` regenerates site/; `make test` runs every test, including a freshness check
# of the committed site/. Both install missing Debian packages first (root or sudo).
SWIFT ?= swift
BIN := .build/debug/dateorder

.PHONY: all site test build deps test-deps check validate fuzz browser-test bench clean

all: site

deps:
	@scripts/install-deps build

test-deps:
	@scripts/install-deps test

build: deps
	$(SWIFT) build

site: build
	$(BIN) build --output site

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory check
	scripts/validate-site site
	$(MAKE) --no-print-directory browser-test

check:
	@if [ -d site ]; then $(BIN) build --check --output site; else echo "check: no site/ yet"; fi

# The committed site/ through the W3C Nu HTML Checker, plus links and anchors, the JSON schema and the CSV.
validate: test-deps
	scripts/validate-site site

# A short, bounded libFuzzer run over the tokenizer, detection and identifier resolution (FUZZ_SECONDS=20).
fuzz:
	scripts/fuzz

# Headless Chromium against the committed site: filter, links, picker order, no-JS, screenshots.
browser-test:
	scripts/browser-tests site

bench: deps
	Benchmarks/run

clean:
	rm -rf .build
