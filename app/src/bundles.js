// The WASM loader's files out of bundles (server/src/bundles.rs). The loader asks for each
// file with fetch(); a file in a bundle the page preloads is answered from that bundle as
// soon as its bytes have arrived; a part no such bundle holds (a page that preloads none,
// a part reached by a client-side navigation) has its own bundle read when the loader asks
// for it; a file in no bundle (a site built without them) comes from the network as
// before. Runs before the loader, in the page's head.
(() => {
  const realFetch = window.fetch.bind(window);
  const FILE = /\/pkg\/((?:chunk|split)_[^/]+\.wasm)$/;
  let bundles = null; // [Promise<Map<name, Promise<Uint8Array>>>], once looked for

  // One bundle: its index as soon as the header is in, each file as soon as it is.
  function read(href) {
    return realFetch(href).then(async (response) => {
      if (!response.ok || !response.body) throw new Error(`${href}: ${response.status}`);
      const reader = response.body.getReader();
      let bytes = new Uint8Array(64 * 1024);
      let got = 0;
      let files = null; // [{name, start, end, resolve, reject}]
      const index = new Map();
      let indexed;
      const ready = new Promise((resolve) => (indexed = resolve));
      const take = (chunk) => {
        if (got + chunk.length > bytes.length) {
          const grown = new Uint8Array(Math.max(bytes.length * 2, got + chunk.length));
          grown.set(bytes.subarray(0, got));
          bytes = grown;
        }
        bytes.set(chunk, got);
        got += chunk.length;
      };
      const header = () => {
        const view = new DataView(bytes.buffer, 0, got);
        if (got < 8) return false;
        if (String.fromCharCode(...bytes.subarray(0, 4)) !== 'KWB1') throw new Error(`${href}: not a bundle`);
        const count = view.getUint32(4, true);
        let at = 8;
        const list = [];
        for (let i = 0; i < count; i++) {
          if (at + 1 > got) return false;
          const length = bytes[at];
          if (at + 1 + length + 4 > got) return false;
          const name = String.fromCharCode(...bytes.subarray(at + 1, at + 1 + length));
          const size = view.getUint32(at + 1 + length, true);
          list.push({ name, size });
          at += 1 + length + 4;
        }
        let start = at;
        files = list.map(({ name, size }) => {
          const file = { name, start, end: start + size };
          file.bytes = new Promise((resolve, reject) => Object.assign(file, { resolve, reject }));
          index.set(name, file.bytes);
          start += size;
          return file;
        });
        // Room for the whole bundle at once, now that its size is known.
        if (bytes.length < start) {
          const whole = new Uint8Array(start);
          whole.set(bytes.subarray(0, got));
          bytes = whole;
        }
        indexed(index);
        return true;
      };
      const deliver = () => {
        while (files.length && files[0].end <= got) {
          const file = files.shift();
          file.resolve(bytes.slice(file.start, file.end));
        }
      };
      (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (value) take(value);
            if (!files && !header()) {
              if (done) throw new Error(`${href}: cut short`);
              continue;
            }
            deliver();
            if (done) break;
          }
          if (files.length) throw new Error(`${href}: cut short`);
        } catch (e) {
          indexed(index);
          for (const file of files ?? []) file.reject(e);
        }
      })();
      return ready;
    });
  }

  // The bundles the server's page named, read from the moment the document is parsed
  // (their preloads are under way since the head arrived).
  const look = () => {
    if (bundles === null) {
      bundles = [...document.querySelectorAll('link[rel="preload"][href*="/pkg/bundles/"]')].map((link) =>
        read(link.href).catch(() => new Map()),
      );
    }
    return bundles;
  };
  document.addEventListener('DOMContentLoaded', look, { once: true });

  // The loader asks for all the files of a part at once (its chunks, then the part's own
  // `split_` module), so the files asked for within one turn of the event loop are
  // answered together: a part no preloaded bundle holds has its own bundle read for it.
  let waiting = [];
  const answer = (bytes) => new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });
  async function settle() {
    const asked = waiting;
    waiting = [];
    const indexes = await Promise.all(look());
    const held = (name) => indexes.some((index) => index.has(name));
    const more = asked
      .filter((w) => w.name.startsWith('split_') && !held(w.name))
      .map((w) => read(new URL(`bundles/${w.name.slice('split_'.length)}`, w.url).href).catch(() => new Map()));
    bundles = bundles.concat(more);
    const all = indexes.concat(await Promise.all(more));
    for (const w of asked) {
      const index = all.find((i) => i.has(w.name));
      w.resolve(index ? index.get(w.name).then(answer, () => realFetch(w.input, w.init)) : realFetch(w.input, w.init));
    }
  }

  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const file = FILE.exec(url.pathname);
    if (!file) return realFetch(input, init);
    if (!waiting.length) setTimeout(settle, 0);
    return new Promise((resolve) => waiting.push({ name: file[1], url, input, init, resolve }));
  };
})();
