              notify{ x : notify => Notify[tooth_fairy] }
