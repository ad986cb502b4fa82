class c(String $req) { }
include c
