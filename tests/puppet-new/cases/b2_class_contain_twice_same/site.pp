class i { }
class o { contain i contain i }
include o
