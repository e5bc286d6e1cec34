import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

export interface StaticServer {
	/** Origin plus base, ending in "/": where the site's home page is. */
	url: string;
	close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
	return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

function send(res: ServerResponse, status: number, path: string): void {
	res.writeHead(status, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
	createReadStream(path).pipe(res);
}

/**
 * Serves a built site the way a static host does: "/x/" is "/x/index.html", anything missing gets
 * 404.html with status 404, and nothing outside `root` or the base path is reachable.
 * Listens on 127.0.0.1 at a port the OS picks, so parallel runs never collide.
 */
export async function serveStatic(root: string, base = '/'): Promise<StaticServer> {
	const top = resolve(root);
	const notFound = join(top, '404.html');
	const server = createServer((req, res) => {
		void (async () => {
			const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
			const inBase = pathname.startsWith(base) || `${pathname}/` === base;
			const path = resolve(top, `.${sep}${pathname.slice(base.length)}`);
			if (inBase && (path === top || path.startsWith(top + sep))) {
				if (await isFile(path)) return send(res, 200, path);
				if (await isFile(join(path, 'index.html'))) {
					// Directory without its slash: redirect, so relative links resolve as on a real host.
					if (!pathname.endsWith('/')) {
						res.writeHead(301, { Location: `${pathname}/` }).end();
						return;
					}
					return send(res, 200, join(path, 'index.html'));
				}
			}
			if (await isFile(notFound)) return send(res, 404, notFound);
			res.writeHead(404).end('not found');
		})().catch(() => res.writeHead(500).end());
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}${base}`,
		close: () => new Promise((done) => server.close(() => done())),
	};
}
