package gates

// Category sets per label, as in the devset's build.py (ALLOWED); the
// non-core formatting, additional_info and medical_info are allowed
// everywhere, title only in names and time only in dates and ages.
var (
	nameCats  = []string{"givenName", "familyName", "initials", "title"}
	addrCats  = []string{"street", "house_number", "bus_number", "postal_code", "municipality", "province", "region", "country", "postal_office"}
	orgCats   = []string{"institution", "company", "hospital_location", "municipality", "province", "region", "country"}
	dateCats  = []string{"day", "month", "year", "week", "weekday", "season", "time"}
	ageCats   = []string{"age_type", "age_year", "age_month", "age_week", "age_day"}
	profCats  = []string{"profession", "employment_state", "hobby"}
	phoneCats = []string{"public_phone", "internal_phone", "fax_number"}
	idCats    = []string{"public_id", "internal_id"}
)

// Allowed maps a label to the categories its sub-annotations may have.
var Allowed = map[string]map[string]bool{
	"Name:Patient":               set(nameCats),
	"Name:Caregiver":             set(nameCats),
	"Name:Other":                 set(nameCats),
	"Address_Location:Patient":   set(addrCats),
	"Address_Location:Caregiver": set(addrCats),
	"Address_Location:Other":     set(addrCats),
	"Organization:Healthcare":    set(orgCats),
	"Organization:Other":         set(orgCats),
	"Date":                       set(dateCats),
	"Age_Birthdate":              set(ageCats, dateCats),
	"Profession":                 set(profCats),
	"Contactdetails":             set(phoneCats, nameCats[:3], []string{"institution", "company", "hospital_location", "municipality"}),
	"ID:Patient":                 set(idCats, []string{"day", "month", "year", "institution"}),
	"ID:Caregiver":               set(idCats),
	"Anonymize_Other":            set(nameCats[:3], addrCats, orgCats, dateCats[:6], ageCats, profCats, phoneCats, idCats),
}

func set(lists ...[]string) map[string]bool {
	m := map[string]bool{"formatting": true, "additional_info": true, "medical_info": true}
	for _, l := range lists {
		for _, c := range l {
			m[c] = true
		}
	}
	return m
}
