type MyInt = Integer[1, 10]
type MyList = Array[MyInt]
notice(MyInt)
notice(MyList)
notice([1, 2] =~ MyList)
notice([0] =~ MyList)
notice(String(MyList, '%p'))
