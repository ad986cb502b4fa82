get([1,2,[{'name' =>'waldo'}]], '2.0.name')
