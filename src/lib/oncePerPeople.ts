import type { Profile } from '../schema/index.ts';

/**
 * A whole-site view (the publications, the organisations, the name index) computed once per list
 * of people: every route file of a build asks for it in its getStaticPaths, with the same list
 * from getPeople. Callers must not change what it returns; none does.
 */
export function oncePerPeople<T>(compute: (people: Profile[]) => T): (people: Profile[]) => T {
	const results = new WeakMap<Profile[], T>();
	return (people) => {
		let result = results.get(people);
		if (result === undefined) {
			result = compute(people);
			results.set(people, result);
		}
		return result;
	};
}
