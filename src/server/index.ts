// src/server owns everything that runs in Node: the composition root and config, the HTTP API,
// the embedded identity provider, the database (PGlite or PostgreSQL through drizzle), the blob
// store (disk or S3) and flight-status providers. It may import src/domain; never src/app,
// src/offline or src/workers.
export {};
