class c(Integer $name) {}
