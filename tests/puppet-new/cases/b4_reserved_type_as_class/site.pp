class string { }
include string
