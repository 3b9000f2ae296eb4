// src/workers owns the comlink workers: document preparation (downscaling, SHA-256) and airport
// search. Each worker exposes a typed API; the page wraps it through a small bridge.
// Workers may import src/domain; never src/app or src/server.
export {};
