$topvar = "top"
include sc
