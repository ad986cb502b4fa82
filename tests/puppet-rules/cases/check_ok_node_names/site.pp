node "a.b-c_d", /^n$/ {}
node default {}
