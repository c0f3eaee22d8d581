package address

import "testing"

// TestBrazilianAddressTail covers the Brazilian address grammar: an
// abbreviated logradouro ("R.", "Al.", "Estr.") with a title inside the
// name, and after the number the complemento, bairro, city, UF and CEP.
func TestBrazilianAddressTail(t *testing.T) {
	runCases(t, []addrCase{
		{"abbreviated rua title bairro city uf cep", "Paciente mora na R. Dr. Arnaldo, 455 - Cerqueira César, São Paulo - SP, 01246-903", []string{"R. Dr. Arnaldo, 455 - Cerqueira César, São Paulo - SP, 01246-903|P"}},
		{"complemento then bairro", "Paciente mora na Travessa São Bento, 33, apto 12, Vila Mariana.", []string{"Travessa São Bento, 33, apto 12, Vila Mariana|P"}},
		{"centro city uf", "Paciente: Av. Brasil, 1250 - Centro, Belo Horizonte - MG", []string{"Av. Brasil, 1250 - Centro, Belo Horizonte - MG|P"}},
		{"city slash uf", "Paciente mora na Rua das Flores, 120, Centro, Campinas/SP.", []string{"Rua das Flores, 120, Centro, Campinas/SP|P"}},
		{"bairro word and cep label", "Paciente mora na Rua dos Ipês, 455, apto 302, bairro Santa Tereza, CEP 31010-270", []string{"Rua dos Ipês, 455, apto 302, bairro Santa Tereza|P", "31010-270|P"}},
		{"fundos", "Paciente mora na Rua Sete de Setembro 88, fundos, Ibura", []string{"Rua Sete de Setembro 88, fundos, Ibura|P"}},
		{"alameda abbreviation", "Paciente mora na Al. Santos, 120.", []string{"Al. Santos, 120|P"}},
		{"number sign", "Paciente mora na Rua Augusta, nº 455, Centro.", []string{"Rua Augusta, nº 455, Centro|P"}},
		{"sem numero with tail", "Paciente mora na Rua Augusta s/n, Centro, Campinas/SP.", []string{"Rua Augusta s/n, Centro, Campinas/SP|P"}},
		{"bare rua", "Paciente mora na Rua Augusta, perto do mercado.", []string{"Rua Augusta|O"}},
		{"bare avenida", "Mora na Avenida Paulista desde 2010.", []string{"Avenida Paulista|O"}},
		{"housing estate with block", "Residente no Conjunto Habitacional Padre Anchieta, bloco C.", []string{"Conjunto Habitacional Padre Anchieta, bloco C|P"}},
		{"condominium with units", "Paciente mora no Condomínio Residencial Flores, bloco 2, apto 31.", []string{"Condomínio Residencial Flores, bloco 2, apto 31|P"}},
		{"bare rua with bairro", "Paciente mora na Rua Augusta, Centro, perto do mercado.", []string{"Rua Augusta, Centro|P"}},
		{"mora is a patient cue", "Mora na Travessa São Bento, 33, apto 12, Vila Mariana.", []string{"Travessa São Bento, 33, apto 12, Vila Mariana|P"}},
		{"federal highway and km", "Paciente mora na Rodovia BR-116, km 45, Feira de Santana.", []string{"Rodovia BR-116, km 45, Feira de Santana|P"}},
		{"unit after number without comma", "Paciente mora em Rua Bahia 1020 ap. 302, Lourdes", []string{"Rua Bahia 1020 ap. 302, Lourdes|P"}},
		{"street named after a date", "Paciente mora na Rua 25 de Março, 300, Centro.", []string{"Rua 25 de Março, 300, Centro|P"}},
		{"avenue named after a date", "Paciente mora na Av. 9 de Julho 1200.", []string{"Av. 9 de Julho 1200|P"}},
		{"estrada abbreviation", "Paciente mora na Estr. do Campo Limpo, 300", []string{"Estr. do Campo Limpo, 300|P"}},
	})
}

// TestBrazilianAddressTailNegative keeps a sentence after the address out.
func TestBrazilianAddressTailNegative(t *testing.T) {
	runCases(t, []addrCase{
		{"clause after the number", "Paciente mora na Rua Augusta, 455, Maria cuida dele.", []string{"Rua Augusta, 455|P"}},
		{"sentence after the number", "Paciente mora na Rua Augusta, 455. Refere dor.", []string{"Rua Augusta, 455|P"}},
		{"lower-case remark", "Paciente mora na Rua Augusta, 455, perto do mercado.", []string{"Rua Augusta, 455|P"}},
		{"lower-case rua", "A rua estava fechada.", nil},
		{"rua inside a word", "Na Grua Alta.", nil},
		{"date before a year", "Consulta em 25 de Março 2024.", nil},
		{"english street untouched", "Lives at 12 Oak Lane, Centro Hall.", []string{"12 Oak Lane|P"}},
	})
}
