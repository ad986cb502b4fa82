class c($1) {}
