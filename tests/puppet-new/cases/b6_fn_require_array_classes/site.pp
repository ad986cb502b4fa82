class x {} class y {}
class k { require ['x', 'y'] notify { 'k': } }
include k
