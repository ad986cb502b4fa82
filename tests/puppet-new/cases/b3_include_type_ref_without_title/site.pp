class a { }
include Class
