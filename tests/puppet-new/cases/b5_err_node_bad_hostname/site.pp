node 'macbook+owned+by+name' { }
