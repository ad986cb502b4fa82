lookup('classes', Array[String], 'unique').include
