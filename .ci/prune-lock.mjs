// The npm registry reachable here serves only the linux-x64 builds of packages with native
// bindings (Astro's compiler, Tailwind's oxide). npm then records optional dependencies it could
// not resolve, and `npm ci` refuses the lock file. Run after every `npm install`: it drops the
// optional dependencies that have no entry in the lock, so `npm ci` installs exactly the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
	for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
		if (present.has(dep)) continue;
		delete entry.optionalDependencies[dep];
		dropped++;
	}
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: dropped ${dropped} optional dependencies this registry does not serve`);
