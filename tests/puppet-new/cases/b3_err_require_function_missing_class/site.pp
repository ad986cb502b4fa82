require nosuch
