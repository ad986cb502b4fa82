class m::sub(Array[String] $list = []) { notify { $list: } }
