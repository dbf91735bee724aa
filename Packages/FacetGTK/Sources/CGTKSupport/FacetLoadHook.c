// Registers FacetGTK's app host as the program loads, so that an app linking FacetGTK runs as
// a GTK window with FACET_BACKEND=gtk and no registration code (see GTKApp.swift).

// Defined in FacetGTK (Swift, @_cdecl): it only records the registration, which App.main()
// completes on the main actor.
extern void facet_gtk_loaded(void);

__attribute__((constructor)) static void facet_gtk_load_hook(void) { facet_gtk_loaded(); }
