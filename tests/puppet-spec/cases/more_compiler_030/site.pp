              notify{ x : subscribe => Notify[tooth_fairy] }
