#!/usr/bin/env bash
# Builds the playground from a fresh clone into web/dist/ (not committed):
# the library compiled to WebAssembly, bound with wasm-bindgen, beside the
# page's plain files. Needs rustup, cargo and, to test, node; nothing is
# downloaded but crates. Idempotent, and quick when nothing changed.
#
#   web/build.sh            # then: tetrolab serve  (or any static server on web/dist)
#
# wasm-opt (binaryen 116 or later) shrinks the module when it is on PATH;
# without it the module is larger and as fast.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
target="${CARGO_TARGET_DIR:-$root/target}"
dist="$root/web/dist"

rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true

# The wasm-bindgen CLI must be the version of the wasm-bindgen crate in
# Cargo.lock: installed once into target/tools, again when the lock moves.
version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)"
tools="$target/tools"
bindgen="$tools/bin/wasm-bindgen"
if ! [ -x "$bindgen" ] || [ "$("$bindgen" --version)" != "wasm-bindgen $version" ]; then
  echo "web/build.sh: installing wasm-bindgen-cli $version into $tools" >&2
  cargo install wasm-bindgen-cli --version "$version" --root "$tools" --force --quiet
fi

cargo build -p tetrolab-web --target wasm32-unknown-unknown --profile wasm --locked
wasm="$target/wasm32-unknown-unknown/wasm/tetrolab_web.wasm"

mkdir -p "$dist/pkg"
# Bind only when the module changed since the last binding.
if ! [ -f "$dist/pkg/tetrolab_web_bg.wasm" ] || [ "$wasm" -nt "$dist/pkg/.bound" ]; then
  "$bindgen" --target web --no-typescript --out-dir "$dist/pkg" "$wasm"
  # Binaryen before 116 (Debian 12 has 108) corrupts the function table of a
  # module using reference types, as rustc's wasm32 now does: use only a
  # newer wasm-opt.
  opt_version="$( (wasm-opt --version 2>/dev/null || true) | grep -o 'version [0-9]*' | grep -o '[0-9]*' || true)"
  if [ -n "$opt_version" ] && [ "$opt_version" -ge 116 ]; then
    wasm-opt -Oz --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      -o "$dist/pkg/tetrolab_web_bg.wasm" "$dist/pkg/tetrolab_web_bg.wasm"
  elif [ -n "$opt_version" ]; then
    echo "web/build.sh: wasm-opt version $opt_version is too old (116 or later shrinks the module safely): not used" >&2
  fi
  touch "$dist/pkg/.bound"
fi

# The page's files, as written (plain ES modules: nothing to bundle).
cp -R "$root/web/site/." "$dist/"
echo "web/build.sh: built $dist ($(wc -c <"$dist/pkg/tetrolab_web_bg.wasm") bytes of wasm)" >&2
