package render

import (
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// address writes a full address in its pack format as one span.
func (d *doc) address(a *casegen.Address, label string) {
	b := d.b
	p := d.rr.pattern(a.Format)
	b.Begin(label)
	for _, t := range p.toks {
		switch t.token {
		case "":
			emitLit(b, t.lit, build.AdditionalInfo)
		case "street":
			b.Part("street", a.Street)
		case "hn":
			b.Part("house_number", a.HN)
		case "bus":
			b.Part("bus_number", a.Bus)
		case "pc":
			b.Part("postal_code", a.PC)
		case "city":
			b.Part("municipality", a.City)
		case "region":
			if a.Region != "" {
				b.Part("region", a.Region)
			} else {
				b.Part("municipality", a.City)
			}
		case "country":
			b.Part("country", d.pk.Places.Country)
		}
	}
	b.End(build.Meta{Family: "address:" + a.Format})
}

// city writes a municipality span.
func (d *doc) city(name, label string) {
	if name == "" {
		return
	}
	d.b.Span(label, "municipality", name, build.Meta{Family: "city"})
}

// org writes an organisation in its format; nameCat is institution or
// company.
func (d *doc) org(o *casegen.Org, label, nameCat string) {
	b := d.b
	p := d.rr.pattern(o.Format)
	b.Begin(label)
	for _, t := range p.toks {
		switch t.token {
		case "":
			emitLit(b, t.lit, build.AdditionalInfo)
		case "type":
			emitLit(b, o.Type, build.AdditionalInfo)
		case "name":
			b.Part(nameCat, o.Name)
		case "city":
			b.Part("municipality", o.City)
		}
	}
	b.End(build.Meta{Family: "org:" + o.Format})
}

// dept writes a department of the hospital.
func (d *doc) dept(name string) {
	b := d.b
	f := d.pick(d.c.Hospital.DeptFormats)
	p := d.rr.pattern(f)
	b.Begin("Organization:Healthcare")
	for _, t := range p.toks {
		if t.token == "" {
			emitLit(b, t.lit, build.AdditionalInfo)
		} else {
			b.Part("hospital_location", name)
		}
	}
	b.End(build.Meta{Family: "dept:" + f})
}
