node 'a/b' {}
node default {}
