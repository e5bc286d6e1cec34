/**
 * Countries by the names CVs give them, in English and in the languages folio reads besides ("Royaume-Uni",
 * "Espagne", "Deutschland"): a meeting's place ends in one, as no venue's name does.
 */
export const COUNTRY = [
	// English
	'USA', 'U\\.S\\.A\\.', 'United States', 'UK', 'U\\.K\\.', 'United Kingdom', 'Canada', 'Mexico', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru',
	'Ireland', 'France', 'Germany', 'Spain', 'Portugal', 'Italy', 'Netherlands', 'The Netherlands', 'Belgium', 'Luxembourg', 'Switzerland', 'Austria',
	'Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland', 'Poland', 'Czech Republic', 'Czechia', 'Slovakia', 'Hungary', 'Romania', 'Bulgaria', 'Greece',
	'Croatia', 'Slovenia', 'Serbia', 'Estonia', 'Latvia', 'Lithuania', 'Ukraine', 'Turkey', 'Türkiye', 'Israel', 'Egypt', 'Morocco', 'South Africa', 'Kenya',
	'Nigeria', 'Ethiopia', 'India', 'Pakistan', 'China', 'P\\. ?R\\. China', 'Hong Kong', 'Taiwan', 'Japan', 'South Korea', 'Korea', 'Singapore',
	'Malaysia', 'Thailand', 'Vietnam', 'Indonesia', 'Philippines', 'Australia', 'New Zealand', 'Qatar', 'United Arab Emirates', 'UAE', 'Saudi Arabia',
	// French
	'Royaume-Uni', 'États-Unis', 'Etats-Unis', 'Irlande', 'Allemagne', 'Espagne', 'Italie', 'Pays-Bas', 'Belgique', 'Suisse', 'Autriche', 'Suède',
	'Norvège', 'Danemark', 'Finlande', 'Pologne', 'Grèce', 'Japon', 'Chine', 'Brésil', 'Mexique', 'Australie', 'Inde',
	// German
	'Deutschland', 'Frankreich', 'Spanien', 'Italien', 'Niederlande', 'Österreich', 'Schweiz', 'Schweden', 'Vereinigtes Königreich', 'Vereinigte Staaten',
	// Spanish, Italian and Portuguese
	'España', 'Francia', 'Alemania', 'Reino Unido', 'Estados Unidos', 'México', 'Brasil', 'Germania', 'Spagna', 'Regno Unito', 'Stati Uniti', 'Svizzera',
	'Alemanha', 'França', 'Espanha', 'Itália',
].join('|');
