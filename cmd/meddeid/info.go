package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/taxonomy"
)

func newLabelsCmd() *cobra.Command {
	var mapping string
	cmd := &cobra.Command{
		Use:   "labels [--mapping NAME]",
		Short: "List span labels, sub-annotation categories and label mappings",
		Example: `  meddeid labels
  meddeid labels --mapping i2b2-2014`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			w := cmd.OutOrStdout()
			if mapping != "" {
				m, err := taxonomy.GetMapping(mapping)
				if err != nil {
					return usageError{err}
				}
				fmt.Fprintf(w, "# %s: %s\n", m.Name, m.Description)
				for _, l := range taxonomy.LabelNames() {
					t, ok := m.Map(l, "")
					if !ok {
						t = "(not covered)"
					}
					fmt.Fprintf(w, "%-28s -> %s\n", l, t)
				}
				return nil
			}
			fmt.Fprintln(w, "labels:")
			for _, l := range taxonomy.Labels() {
				s := ""
				if l.Structured {
					s = "  (structured)"
				}
				fmt.Fprintf(w, "  %-28s %s%s\n", l.Name, l.Group, s)
			}
			var core, non []string
			for _, c := range taxonomy.Categories() {
				if c.Core {
					core = append(core, c.Name)
				} else {
					non = append(non, c.Name)
				}
			}
			fmt.Fprintf(w, "core sub-annotation categories: %s\n", strings.Join(core, ", "))
			fmt.Fprintf(w, "non-core categories: %s\n", strings.Join(non, ", "))
			fmt.Fprintf(w, "mappings: %s\n", strings.Join(taxonomy.Mappings(), ", "))
			return nil
		},
	}
	cmd.Flags().StringVar(&mapping, "mapping", "", "show the mapping to another label set (meddies-pii, i2b2-2014, hipaa)")
	return cmd
}

func newLangsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:     "langs",
		Short:   "List language profiles and recognizers",
		Example: `  meddeid langs`,
		Args:    exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			w := cmd.OutOrStdout()
			fmt.Fprintln(w, "language profiles:")
			for _, p := range lang.All() {
				fmt.Fprintf(w, "  %-6s %-28s phone region %s, dates %s\n", p.Code, p.Name, p.PhoneRegion, p.DateOrder)
			}
			fmt.Fprintln(w, "recognizers:")
			for _, r := range builtin.Registry().Recognizers() {
				langs := "all languages"
				if l := r.Languages(); len(l) > 0 {
					langs = strings.Join(l, ", ")
				}
				fmt.Fprintf(w, "  %-12s %s (%s)\n", r.Name(), strings.Join(r.Labels(), ", "), langs)
			}
			return nil
		},
	}
	return cmd
}
