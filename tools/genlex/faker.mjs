// Dumps the @faker-js/faker definitions that genlex needs as one JSON object
// on stdout: {version, locales: {code: {firstnames, female, male, lastnames,
// cities, streets, streettypes, countries}}}. Run by genlex; not part of the product.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allLocales } from '@faker-js/faker';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve('@faker-js/faker/package.json'), 'utf8'));

// values flattens a definition that is a string array or an object of arrays
// ({generic, female, male}); anything else yields nothing.
function values(v) {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.filter((x) => typeof x === 'string');
  if (typeof v === 'object') return Object.keys(v).sort().flatMap((k) => values(v[k]));
  return [];
}

// standalone reports whether a pattern list uses the definition on its own,
// e.g. city_pattern "{{location.city_prefix}}" means every prefix is a city.
function standalone(patterns, ref) {
  return values(patterns).some((p) => p.trim() === `{{${ref}}}`);
}

const wanted = process.argv.slice(2);
const out = { version: pkg.version, locales: {} };
for (const code of wanted) {
  const d = allLocales[code];
  if (!d) continue;
  const p = d.person ?? {};
  const loc = d.location ?? {};
  const cities = values(loc.city_name);
  if (standalone(loc.city_pattern, 'location.city_prefix')) cities.push(...values(loc.city_prefix));
  const streettypes = [];
  // street_suffix is a street type ("straat", "Road") unless the locale
  // uses it as the body of a name after a prefix ("Rue" + "de la Paix").
  if (loc.street_prefix) streettypes.push(...values(loc.street_prefix));
  else streettypes.push(...values(loc.street_suffix));
  const fn = p.first_name ?? {};
  out.locales[code] = {
    firstnames: values(p.first_name),
    // by gender, for surrogate given names (pseudo/surrogate)
    female: Array.isArray(fn) ? [] : values(fn.female),
    male: Array.isArray(fn) ? [] : values(fn.male),
    lastnames: values(p.last_name),
    cities,
    streets: values(loc.street_name),
    streettypes,
    countries: values(loc.country),
  };
}
process.stdout.write(JSON.stringify(out));
