1+1 { "title": }
