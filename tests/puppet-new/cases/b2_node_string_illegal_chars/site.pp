node 'bad name' { }
