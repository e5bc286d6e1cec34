import type { Profile } from '../schema/index.ts';

/**
 * A view of a whole list computed once per list: every route file of a build asks for the same
 * views in its getStaticPaths, of the same list. Callers must not change what it returns; none does.
 */
export function oncePerList<L extends object, T>(compute: (list: L) => T): (list: L) => T {
	const results = new WeakMap<L, T>();
	return (list) => {
		let result = results.get(list);
		if (result === undefined) {
			result = compute(list);
			results.set(list, result);
		}
		return result;
	};
}

/**
 * A whole-site view (the publications, the organisations, the name index) computed once per list
 * of people: every route file of a build asks for it with the same list from getPeople.
 */
export const oncePerPeople: <T>(compute: (people: Profile[]) => T) => (people: Profile[]) => T = oncePerList;
