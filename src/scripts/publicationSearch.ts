/**
 * The publication index's search and filters. They reach every publication on the site, not only
 * the page in view: the build writes a Pagefind index (src/integrations/searchIndex.ts) that this
 * script loads on first use and queries in the browser, fetching only the chunks a query needs.
 * Results are written with textContent and element properties, never as HTML.
 */

/** The slice of Pagefind's browser API used here (pagefind.js, loaded from the site itself). */
interface Pagefind {
	options(options: { baseUrl?: string; bundlePath?: string }): Promise<void>;
	init(): Promise<void>;
	preload(term: string): Promise<void>;
	search(
		term: string | null,
		options: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> }
	): Promise<{ results: { id: string; data: () => Promise<ResultData> }[] } | null>;
}

interface ResultData {
	url: string;
	meta: Partial<Record<'title' | 'anchor' | 'authors' | 'venue' | 'year' | 'type', string>>;
}

type Facet = [value: string, label: string, count: number];

const KEYS = ['q', 'year', 'type', 'venue', 'person'] as const;
type Key = (typeof KEYS)[number];
/** Results written at a time ("Show more" writes the next ones); each costs a small fetch. */
const BATCH = 20;
/** Typing waits this long for the next key before searching. */
const DEBOUNCE_MS = 120;

const TYPE_LABELS: Record<string, string> = { unknown: 'Type not stated' };
const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
	const el = document.createElement(tag);
	if (className) el.className = className;
	if (text !== undefined) el.textContent = text;
	return el;
}

/** One result, laid out as the index lays out an entry. */
function resultItem({ url, meta }: ResultData): HTMLLIElement {
	const li = element('li', 'py-3');
	li.dataset['pub'] = '';
	if (meta.anchor) li.dataset['anchor'] = meta.anchor;
	const title = element('p', 'font-medium leading-snug');
	const link = element('a', 'text-foreground hover:underline', meta.title ?? url);
	link.href = url;
	title.append(link);
	li.append(title);
	if (meta.authors) li.append(element('p', 'text-sm text-muted', meta.authors));
	const facts = [
		meta.venue ? element('span', 'italic', meta.venue) : undefined,
		meta.year ? element('span', 'tabular-nums', meta.year) : undefined,
		meta.type ? element('span', 'text-muted', typeLabel(meta.type)) : undefined,
	].filter((el) => el !== undefined);
	if (facts.length > 0) {
		const line = element('p', 'mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm');
		line.append(...facts);
		li.append(line);
	}
	return li;
}

function start(form: HTMLFormElement): void {
	const { bundle = '/pagefind/', base = '/', facets: facetsUrl = '', idle = '', total: totalText = '0' } = form.dataset;
	const listing = document.querySelector<HTMLElement>('[data-listing]');
	const results = document.querySelector<HTMLElement>('[data-results]');
	const list = results?.querySelector<HTMLOListElement>('[data-result-list]');
	const more = results?.querySelector<HTMLButtonElement>('[data-more]');
	const status = form.querySelector<HTMLElement>('[data-status]');
	const field = (key: Key) => form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null;
	const value = (key: Key) => field(key)?.value.trim() ?? '';
	const say = (text: string) => {
		if (status) status.textContent = text;
	};

	let pagefind: Promise<Pagefind> | undefined;
	const loadPagefind = () =>
		(pagefind ??= import(/* @vite-ignore */ `${bundle}pagefind.js`).then(async (module: Pagefind) => {
			await module.options({ baseUrl: base });
			await module.init();
			return module;
		}));

	// Venues and people can number thousands: their options come from a file, once.
	const facets = fetch(facetsUrl)
		.then((res) => (res.ok ? (res.json() as Promise<Record<'venue' | 'person', Facet[]>>) : undefined))
		.then((data) => {
			for (const key of ['venue', 'person'] as const) {
				const select = field(key);
				if (!(select instanceof HTMLSelectElement) || !data) continue;
				select.append(...data[key].map(([optionValue, label, count]) => new Option(`${label} (${count})`, optionValue)));
			}
		})
		.catch(() => undefined);

	let shown: { data: () => Promise<ResultData> }[] = [];
	let written = 0;
	let run = 0;
	const total = Number(totalText);

	const writeMore = async (current: number) => {
		const batch = shown.slice(written, written + BATCH);
		const items = await Promise.all(batch.map((r) => r.data()));
		if (current !== run || !list) return;
		list.append(...items.map(resultItem));
		written += items.length;
		if (more) more.hidden = written >= shown.length;
		const matches = shown.length;
		say(
			matches === 0
				? `No publication matches (${total} in all)`
				: written >= matches
					? `Showing ${matches} of ${total} publications`
					: `Showing ${written} of ${matches} matching publications (${total} in all)`
		);
	};

	const apply = async () => {
		const current = ++run;
		const filter = Object.fromEntries(KEYS.map((key) => [key, value(key)])) as Record<Key, string>;
		// A filtered view is a shareable address: ?year=2023&q=gpu.
		const query = new URLSearchParams(KEYS.filter((k) => filter[k]).map((k) => [k, filter[k]]));
		history.replaceState(null, '', `${location.pathname}${query.size > 0 ? `?${query}` : ''}${location.hash}`);
		const active = KEYS.some((k) => filter[k]);
		if (!active) {
			if (listing) listing.hidden = false;
			if (results) results.hidden = true;
			list?.replaceChildren();
			say(idle);
			return;
		}
		say('Searching…');
		const engine = await loadPagefind();
		const filters = Object.fromEntries(
			(['year', 'type', 'venue', 'person'] as const).filter((k) => filter[k]).map((k) => [k, filter[k]])
		);
		// With words, the best matches first; with filters only, the index's own order (newest first).
		const search = await engine.search(filter.q || null, filter.q ? { filters } : { filters, sort: { rank: 'asc' } });
		if (current !== run || !search) return;
		shown = search.results;
		written = 0;
		list?.replaceChildren();
		if (listing) listing.hidden = true;
		if (results) results.hidden = false;
		await writeMore(current);
	};

	let timer: ReturnType<typeof setTimeout> | undefined;
	form.addEventListener('input', (event) => {
		clearTimeout(timer);
		if ((event.target as HTMLElement).id === 'filter-q') {
			void loadPagefind().then((engine) => engine.preload(value('q')));
			timer = setTimeout(() => void apply(), DEBOUNCE_MS);
		} else {
			void apply();
		}
	});
	// The reset event fires before the fields are cleared.
	form.addEventListener('reset', () => setTimeout(() => void apply()));
	form.addEventListener('submit', (event) => event.preventDefault());
	more?.addEventListener('click', () => void writeMore(run));
	// Warm the index as soon as someone reaches for the form.
	form.addEventListener('focusin', () => void loadPagefind(), { once: true });

	const params = new URLSearchParams(location.search);
	if (KEYS.some((key) => params.has(key))) {
		void facets.then(() => {
			for (const key of KEYS) {
				const input = field(key);
				if (input && params.has(key)) input.value = params.get(key) ?? '';
			}
			void apply();
		});
	}
}

const form = document.querySelector<HTMLFormElement>('#publication-filters');
if (form) start(form);
