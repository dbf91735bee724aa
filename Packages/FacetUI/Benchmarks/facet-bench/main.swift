import FacetUI
print("facet-bench: pending")
