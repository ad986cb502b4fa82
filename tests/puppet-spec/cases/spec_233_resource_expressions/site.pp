notify { title: * => { unknown => value } }
