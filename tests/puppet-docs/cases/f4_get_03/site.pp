get([1,2,[{'name' =>'waldo'}]], '2.1.name', 'not waldo')
