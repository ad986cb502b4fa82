class if { }
