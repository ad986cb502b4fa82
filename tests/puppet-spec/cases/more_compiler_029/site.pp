              notify{ x : before => Notify[tooth_fairy] }
