/// The expected JSON form of `PlanDraft().snapshot`. If the format changes on purpose, bump
/// `PlanJSON.schema`, update docs/json.md, and replace this text with the new output.
let smallPlanGoldenJSON = """
    {
      "createdBy": "user",
      "digest": "c5678360971aa9187dc59676e277ffc33ef2a781d0be2161a8573b7d2c550de6",
      "id": "c5678360971a",
      "notes": "",
      "program": "Test",
      "schema": "overload.plan/1",
      "unit": "lb",
      "version": 1,
      "weekCount": 1,
      "weeks": [
        {
          "days": [
            {
              "estimatedSeconds": 570,
              "items": [
                {
                  "exercise": {
                    "exerciseId": "squat",
                    "name": "squat",
                    "optional": false,
                    "primaryMuscles": ["quadriceps", "glutes"],
                    "progression": {
                      "arguments": ["+5lb"],
                      "plugin": "linear"
                    },
                    "repRange": {
                      "kind": "range",
                      "lower": 3,
                      "upper": 5
                    },
                    "rest": {
                      "kind": "byKind",
                      "seconds": {
                        "backoff": 120,
                        "top": 180
                      }
                    },
                    "secondaryMuscles": ["hamstrings"],
                    "sets": [
                      {
                        "index": 0,
                        "kind": "top",
                        "load": {
                          "exact": 184.275,
                          "loadable": 185,
                          "platesPerSide": [45, 25],
                          "source": {
                            "kind": "percentOfTM",
                            "percent": 65
                          }
                        },
                        "reps": {
                          "kind": "amrap",
                          "minimum": 5
                        },
                        "restSeconds": 180,
                        "rpe": 8
                      },
                      {
                        "index": 1,
                        "kind": "backoff",
                        "load": {
                          "exact": 166.5,
                          "loadable": 165,
                          "source": {
                            "kind": "relativeToTop",
                            "percent": -10
                          }
                        },
                        "reps": {
                          "kind": "range",
                          "lower": 6,
                          "upper": 10
                        },
                        "restSeconds": 120
                      }
                    ]
                  },
                  "kind": "exercise"
                },
                {
                  "kind": "break",
                  "seconds": 120
                },
                {
                  "exercise": {
                    "exerciseId": "plank",
                    "name": "plank",
                    "optional": false,
                    "primaryMuscles": ["core"],
                    "repRange": {
                      "kind": "notSet"
                    },
                    "rest": {
                      "kind": "allSame",
                      "seconds": 60
                    },
                    "secondaryMuscles": [],
                    "sets": [
                      {
                        "index": 0,
                        "kind": "regular",
                        "restSeconds": 60,
                        "timeSeconds": 45
                      }
                    ]
                  },
                  "kind": "exercise"
                }
              ],
              "name": "Squat"
            }
          ],
          "kind": "regular",
          "modifiers": {
            "intensityPercent": 100,
            "rpeCap": 10,
            "volumePercent": 100
          },
          "number": 1
        }
      ]
    }

    """
