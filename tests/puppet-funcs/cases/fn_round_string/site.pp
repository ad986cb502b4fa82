round('2.5')
