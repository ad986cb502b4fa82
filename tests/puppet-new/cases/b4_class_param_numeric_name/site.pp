class c($0) { }
