node 'aaa' { }
node /^b/ { }
